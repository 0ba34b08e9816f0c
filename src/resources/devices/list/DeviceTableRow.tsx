import { memo } from 'react';
import { exactTime, relativeTime } from '../../../components/relativeTime';
import type { DeviceRow } from './deviceRows';
import { orMissing } from '../../../components/missingValue';

/** What every row shares, computed once per page render. */
export interface RowContext {
  now: Date;
  locale: string;
  /** Shown for a time that is not known. */
  na: string;
  statusLabels: Readonly<Record<number, string>>;
  selectLabel: (title: string) => string;
  onToggle: (id: string) => void;
}

export interface DeviceTableRowProps {
  row: DeviceRow;
  selected: boolean;
  context: RowContext;
}

/**
 * One device: clicking the row or its checkbox selects it. Plain elements styled by the table (no component per
 * cell), so that a page of rows renders within a keystroke.
 */
export const DeviceTableRow = memo(({ row, selected, context }: DeviceTableRowProps) => {
  const { now, locale, na, statusLabels, selectLabel, onToggle } = context;
  const connected = row.lastConnected ? new Date(row.lastConnected) : null;
  return (
    <tr
      className={selected ? 'selected' : undefined}
      aria-selected={selected}
      onClick={() => onToggle(row.id)}
      data-id={row.id}
    >
      <td className="check">
        <input
          type="checkbox"
          checked={selected}
          aria-label={selectLabel(row.title)}
          // Enter on a selected row goes to the bar (FloatingBar).
          aria-keyshortcuts={selected ? 'Enter' : undefined}
          onClick={(event) => event.stopPropagation()}
          onChange={() => onToggle(row.id)}
        />
      </td>
      <td className="title">
        <span className="strong">{row.title}</span>
        {row.label ? <span className="secondary">{row.name}</span> : null}
      </td>
      <td>
        {row.typeLabel}
        {row.model ? <span className="secondary">{row.model}</span> : null}
      </td>
      <td>
        <span className={`status status-${row.status}`} data-status={row.status}>
          {statusLabels[row.status]}
        </span>
      </td>
      <td>{orMissing(row.group)}</td>
      <td>{orMissing(row.place)}</td>
      <td>
        {connected ? (
          <span title={exactTime(connected, locale)}>{relativeTime(connected, now, locale)}</span>
        ) : (
          na
        )}
      </td>
      <td className="nowrap">{row.versions}</td>
    </tr>
  );
});
DeviceTableRow.displayName = 'DeviceTableRow';
