import { Box, Chip } from '@mui/material';
import { EMAIL_CHIPS_MAX_HEIGHT_PX } from '../config';

interface ChipItem {
  key: string;
  label: string;
  /** Shown on hover. */
  title?: string;
}

export interface ChipListProps {
  items: readonly ChipItem[];
  /** The list's accessible name. */
  label: string;
  disabled: boolean;
  onRemove(key: string): void;
}

/** Removable chips in an area at most 80 px high that scrolls (001 §2, §9), for e-mail addresses and users. */
export const ChipList = ({ items, label, disabled, onRemove }: ChipListProps) =>
  items.length === 0 ? null : (
    <Box
      role="list"
      aria-label={label}
      sx={{
        maxHeight: EMAIL_CHIPS_MAX_HEIGHT_PX,
        overflowY: 'auto',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        mt: 1,
      }}
    >
      {items.map((item) => (
        <Chip
          key={item.key}
          role="listitem"
          label={item.label}
          title={item.title}
          size="small"
          disabled={disabled}
          onDelete={() => onRemove(item.key)}
        />
      ))}
    </Box>
  );
