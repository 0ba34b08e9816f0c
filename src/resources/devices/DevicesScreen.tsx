import { useCallback, useEffect, useMemo } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'react-admin';
import { MINI_DISPLAY_MODEL_ID } from '../../config';
import { ListPager } from '../../components/list/ListPager';
import { useNow } from '../../components/useNow';
import { DeviceActions } from './bar/DeviceActions';
import { useDeviceBulkActions } from './bulk/useDeviceBulkActions';
import { displayTypeLabelKey, type Device, type DeviceStatus } from './deviceModel';
import { translateError } from './errorText';
import { toggledStatus } from './list/chartParts';
import { DeviceTable } from './list/DeviceTable';
import { DeviceToolbar } from './list/DeviceToolbar';
import { PAGE_SIZES, sortBy, type DeviceQuery, type SortField } from './list/deviceQuery';
import {
  filterChoices,
  fleetStatusCounts,
  lastPage,
  pageOf,
  queryRows,
  toRows,
  warmSearch,
} from './list/deviceRows';
import { FleetHealthChart } from './list/FleetHealthChart';
import { SelectionBanner } from './list/SelectionBanner';
import { useDeviceQuery, type ChangeOptions } from './list/useDeviceQuery';
import { useSearchText } from './list/useSearchText';
import { useSelection } from './list/useSelection';

/** The whole fleet in one read: /device/all answers every device, and the list works on it in the browser. */
const WHOLE_LIST = {
  pagination: { page: 1, perPage: 0 },
  sort: { field: '', order: 'ASC' as const },
  filter: {},
};
const NOW_TICK_MS = 30_000;

/** The fleet list: health chart, search and filters from the URL, a page of rows, selection and the bottom bar. */
export const DevicesScreen = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const now = useNow(NOW_TICK_MS);
  const { data, isPending, error, refetch } = useGetList<Device>('devices', WHOLE_LIST);
  const url = useDeviceQuery();
  const commitSearch = useCallback(
    (q: string) => url.change({ q }, { replace: true, background: true }),
    [url],
  );
  const [search, setSearch] = useSearchText(url.query.q, commitSearch);
  // The list answers the search box at once; the URL follows when typing pauses.
  const typing = search !== url.query.q;
  const query = useMemo(
    () => (typing ? { ...url.query, q: search, page: 1 } : url.query),
    [url.query, search, typing],
  );
  const change = useCallback(
    (patch: Partial<DeviceQuery>, options?: ChangeOptions) =>
      url.change(typing ? { q: search, ...patch } : patch, options),
    [url, typing, search],
  );

  const rows = useMemo(
    () =>
      toRows(
        data ?? [],
        (type) => translate(displayTypeLabelKey(type)),
        (model) =>
          model === MINI_DISPLAY_MODEL_ID
            ? translate('dm.devicesTab.list.miniDisplayModel', { model })
            : model,
      ),
    [data, translate],
  );
  // The first key typed finds every row's search text made.
  useEffect(() => warmSearch(rows), [rows]);
  // One map serves as the ids that exist and as the way from a selected id to its device.
  const byId = useMemo(() => {
    const map = new Map<string, Device>();
    for (const row of rows) map.set(row.id, row.device);
    return map;
  }, [rows]);
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const fleet = useMemo(() => fleetStatusCounts(rows), [rows]);
  const result = useMemo(() => queryRows(rows, query), [rows, query]);
  const page = Math.min(query.page, lastPage(result.matching.length, query.perPage));
  const pageRows = useMemo(
    () => pageOf(result.matching, page, query.perPage),
    [result.matching, page, query.perPage],
  );

  // Another search or filter starts a new selection; sorting and paging keep it.
  const scope = JSON.stringify([query.q, query.status, query.type, query.group, query.building]);
  const selection = useSelection(byId, scope);
  const selectedDevices = useMemo(() => {
    const devices: Device[] = [];
    for (const id of selection.ids) {
      const device = byId.get(id);
      if (device) devices.push(device);
    }
    return devices;
  }, [selection.ids, byId]);
  const pageSelected = pageRows.length > 0 && pageRows.every((row) => selection.ids.has(row.id));
  const allMatchingSelected =
    result.matching.length > 0 &&
    selection.ids.size >= result.matching.length &&
    result.matching.every((row) => selection.ids.has(row.id));

  const onPick = useCallback(
    (status: DeviceStatus) => change({ status: toggledStatus(query.status, status) }),
    [change, query.status],
  );
  const onSort = useCallback((field: SortField) => change(sortBy(query, field)), [change, query]);
  const { setMany, toggle, selectOnly, clear } = selection;
  const onTogglePage = useCallback(
    (on: boolean) =>
      setMany(
        pageRows.map((row) => row.id),
        on,
      ),
    [setMany, pageRows],
  );
  const onDeselect = useCallback((ids: readonly string[]) => setMany(ids, false), [setMany]);
  const onChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['devices'] });
  }, [queryClient]);
  const sheets = useDeviceBulkActions(selectedDevices, onChanged, onDeselect);

  if (error && !data)
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void refetch()}>{translate('dm.common.retry')}</Button>}
      >
        {translate('dm.devicesTab.list.loadError')} {translateError(translate, error)}
      </Alert>
    );

  return (
    <Stack sx={{ gap: 2, pb: 2 }} data-testid="devices-tab">
      <FleetHealthChart
        counts={data ? fleet : null}
        listed={result.matching.length < rows.length ? result.matching.length : null}
        active={query.status}
        onPick={onPick}
      />
      <DeviceToolbar
        query={query}
        groups={choices.groups}
        buildings={choices.buildings}
        onSearch={setSearch}
        onChange={change}
        onUpload={sheets.upload}
      />
      {pageSelected && result.matching.length > pageRows.length ? (
        <SelectionBanner
          pageCount={pageRows.length}
          matchingCount={result.matching.length}
          allMatching={allMatchingSelected}
          onSelectAll={() => selectOnly(result.matching.map((row) => row.id))}
          onClear={clear}
        />
      ) : null}
      <Box sx={{ position: 'relative' }}>
        {isPending ? <LinearProgress aria-label={translate('dm.common.loading')} /> : null}
        <DeviceTable
          rows={pageRows}
          now={now}
          selected={selection.ids}
          query={query}
          onSort={onSort}
          onToggle={toggle}
          onTogglePage={onTogglePage}
        />
        {!isPending && result.matching.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            {translate(rows.length ? 'dm.devicesTab.list.empty' : 'dm.devicesTab.list.noDevices')}
          </Typography>
        ) : null}
        {/* No "0–0 of 0" before the fleet has been read: the progress bar above says it is on its way. */}
        {data ? (
          <ListPager
            count={result.matching.length}
            page={page - 1}
            perPage={query.perPage}
            perPageOptions={PAGE_SIZES}
            onPage={(next) => change({ page: next + 1 })}
            onPerPage={(perPage) => change({ perPage })}
          />
        ) : null}
      </Box>
      <DeviceActions devices={selectedDevices} onClear={clear} onChanged={onChanged} sheets={sheets} />
    </Stack>
  );
};
