import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMessagesResponse,
  AdminSessionsResponse,
  BusinessInfo,
  ChatConfigResponse,
  ChatSource,
} from '@shared/chat/chat.schemas';
import { apiRequest } from '@client/lib/api-client';

export type { AdminSessionsResponse, BusinessInfo, ChatConfigResponse };

export const useChatConfig = () => useQuery<ChatConfigResponse>({ queryKey: ['/api/chat/config'] });

export function useSaveChatConfig() {
  const client = useQueryClient();
  const done = (data: ChatConfigResponse) => client.setQueryData(['/api/chat/config'], data);
  return {
    prompt: useMutation({
      mutationFn: (systemPrompt: string) =>
        apiRequest<ChatConfigResponse>('PUT', '/api/chat/system-prompt', { systemPrompt }),
      onSuccess: done,
    }),
    info: useMutation({
      mutationFn: (info: BusinessInfo) =>
        apiRequest<ChatConfigResponse>('PUT', '/api/chat/business-info', info),
      onSuccess: done,
    }),
  };
}

export const testConversation = (messages: { role: 'user' | 'assistant'; content: string }[]) =>
  apiRequest<{ content: string; model: string; sources: ChatSource[] }>('POST', '/api/chat/test', {
    messages,
  });

export interface HistoryParams {
  search: string;
  range: string;
  sort: string;
  page: number;
  pageSize: number;
}

export function useChatHistory(p: HistoryParams) {
  const q = new URLSearchParams({
    range: p.range,
    sort: p.sort,
    page: String(p.page),
    pageSize: String(p.pageSize),
    tz: String(new Date().getTimezoneOffset()),
  });
  if (p.search) q.set('search', p.search);
  return useQuery<AdminSessionsResponse>({
    queryKey: [`/api/admin/chat/sessions?${q.toString()}`],
    placeholderData: keepPreviousData,
  });
}

export const useSessionMessages = (sessionId: string | null) =>
  useQuery<AdminMessagesResponse>({
    queryKey: [`/api/admin/chat/sessions/${encodeURIComponent(sessionId ?? '')}/messages`],
    enabled: sessionId !== null,
  });
