import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormListResponse, FormView, SaveFormRequest } from '@shared/forms/form.schemas';
import { apiRequest } from '@client/lib/api-client';

const refreshForms = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/forms') });

export function useForms() {
  return useQuery<FormListResponse>({ queryKey: ['/api/forms'] });
}

export function useForm(id: number | null) {
  return useQuery<FormView>({ queryKey: [`/api/forms/${id}`], enabled: id !== null });
}

export function useSaveForm(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveFormRequest) =>
      id === null
        ? apiRequest<FormView>('POST', '/api/forms', body)
        : apiRequest<FormView>('PUT', `/api/forms/${id}`, body),
    onSuccess: () => refreshForms(client),
  });
}

export function useSetFormActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; isActive: boolean }) =>
      apiRequest<FormView>('PATCH', `/api/forms/${p.id}`, { isActive: p.isActive }),
    onSuccess: () => refreshForms(client),
  });
}

export function useDeleteForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; submissions: 'keep' | 'delete' }) =>
      apiRequest('DELETE', `/api/forms/${p.id}?submissions=${p.submissions}`),
    onSuccess: () => refreshForms(client),
  });
}
