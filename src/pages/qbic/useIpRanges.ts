import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { IpRangeDraft, IpRangeRecord } from '../../contract/tenant';

const IP_RANGES_KEY = ['tenant', 'ranges'] as const;

/** The tenant's IP ranges (GET /tenant/ranges) with add, edit and delete; each write reloads the list. */
export function useIpRanges() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: IP_RANGES_KEY,
    queryFn: ({ signal }) => dataProvider.ipRanges({ signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: IP_RANGES_KEY });
  const save = useMutation({
    mutationFn: (range: IpRangeDraft & { rangeId?: string }) =>
      range.rangeId
        ? dataProvider.updateIpRange(range as IpRangeRecord)
        : dataProvider.createIpRange({ name: range.name, firstIp: range.firstIp, lastIp: range.lastIp }),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (rangeId: string) => dataProvider.deleteIpRange(rangeId),
    onSettled: reload,
  });
  return { list, save, remove };
}
