import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateUserRequest,
  UpdateUserRequest,
  UserListResponse,
  UserView,
} from '@shared/users/users.schemas';
import { apiRequest } from '@client/lib/api-client';

export type { UserListResponse, UserView };

export function usersUrl(p: { q: string; role: string; page: number }) {
  const query = new URLSearchParams({ page: String(p.page) });
  if (p.q) query.set('q', p.q);
  if (p.role) query.set('role', p.role);
  return `/api/users?${query.toString()}`;
}

export function useUsers(p: { q: string; role: string; page: number }) {
  return useQuery<UserListResponse>({ queryKey: [usersUrl(p)], placeholderData: keepPreviousData });
}

function useRefreshUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/users') });
}

export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: CreateUserRequest) =>
      apiRequest<{ user: UserView; inviteExpiresAt: string }>('POST', '/api/users', body),
    onSuccess: refresh,
  });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateUserRequest & { id: string }) =>
      apiRequest<UserView>('PATCH', `/api/users/${encodeURIComponent(id)}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ ok: true }>('DELETE', `/api/users/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useResetTwoFactor() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<UserView>('POST', `/api/users/${encodeURIComponent(id)}/two-factor/reset`),
    onSuccess: refresh,
  });
}
