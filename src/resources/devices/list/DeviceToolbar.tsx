import { memo, useMemo } from 'react';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import {
  DEVICE_STATUSES,
  DISPLAY_TYPES,
  displayTypeLabelKey,
  statusLabelKey,
  type DeviceStatus,
} from '../deviceModel';
import { DEFAULT_QUERY, isFiltered, type DeviceQuery } from './deviceQuery';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { APP_HEADER_HEIGHT } from '../../../components/list/listLayout';
import { useStickyToolbarSpace } from '../../../components/list/useBarSpace';

export interface DeviceToolbarProps {
  query: DeviceQuery;
  groups: readonly FilterOption[];
  buildings: readonly FilterOption[];
  onSearch: (text: string) => void;
  onChange: (change: Partial<DeviceQuery>) => void;
  /** Opens the bulk configuration upload: a sheet names its devices, so nothing needs to be ticked first. */
  onUpload: () => void;
}

/**
 * The search box, the status, display type, group and building filters, and Upload. Scrolled down, they stay whole
 * in view under the header (the rows leave them room), never half under it.
 */
export const DeviceToolbar = memo(
  ({ query, groups, buildings, onSearch, onChange, onUpload }: DeviceToolbarProps) => {
    const translate = useTranslate();
    const sticky = useStickyToolbarSpace();
    const statuses = useMemo(
      () =>
        DEVICE_STATUSES.map((status) => ({
          value: String(status),
          label: translate(statusLabelKey(status)),
        })),
      [translate],
    );
    const types = useMemo(
      () => DISPLAY_TYPES.map((type) => ({ value: type, label: translate(displayTypeLabelKey(type)) })),
      [translate],
    );
    return (
      <Stack
        ref={sticky}
        direction="row"
        sx={{
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          position: 'sticky',
          top: APP_HEADER_HEIGHT,
          zIndex: 3,
          bgcolor: 'background.default',
          py: 1,
          my: -1,
        }}
        role="search"
      >
        <TextField
          size="small"
          name="q"
          type="search"
          value={query.q}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={translate('dm.devicesTab.list.search')}
          // Wide enough for the whole hint in every language; on a tablet it takes a line of its own.
          sx={{ flex: '1 1 600px' }}
          slotProps={{
            htmlInput: { 'aria-label': translate('dm.devicesTab.list.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {(
          [
            ['status', statuses],
            ['type', types],
            ['group', groups],
            ['building', buildings],
          ] as const
        ).map(([name, options]) => (
          <FilterSelect
            key={name}
            name={name}
            label={translate(`resources.devices.fields.${name}`)}
            options={options}
            value={query[name].map(String)}
            onChange={(value) =>
              onChange(
                name === 'status' ? { status: value.map(Number) as DeviceStatus[] } : { [name]: value },
              )
            }
          />
        ))}
        {isFiltered(query) ? (
          <Button
            size="small"
            startIcon={<FilterAltOffIcon />}
            onClick={() => {
              onSearch('');
              onChange({ q: '', status: DEFAULT_QUERY.status, type: [], group: [], building: [] });
            }}
          >
            {translate('dm.devicesTab.list.clearFilters')}
          </Button>
        ) : null}
        <Button size="small" startIcon={<UploadFileIcon />} onClick={onUpload} sx={{ ml: 'auto' }}>
          {translate('dm.bulk.bar.upload')}
        </Button>
      </Stack>
    );
  },
);
DeviceToolbar.displayName = 'DeviceToolbar';
