import { useQuery } from '@tanstack/react-query';
// Types only: nothing from the server is bundled.
import type { KeptCopiesResponse } from '@server/features/admin-kept-copies/kept-copies.schemas';

export const KEPT_COPIES_URL = '/api/admin/kept-copies';

export const useKeptCopies = () => useQuery<KeptCopiesResponse>({ queryKey: [KEPT_COPIES_URL] });
