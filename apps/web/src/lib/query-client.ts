import { QueryClient } from '@tanstack/react-query';

/**
 * Server state. No retries: the API client already showed the failure, and a retry would show it
 * again. No refetch on focus: lists refresh when their filters change or a mutation invalidates them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
