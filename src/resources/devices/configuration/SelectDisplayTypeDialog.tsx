import {
  Button,
  Dialog,
  DialogActions,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import MapIcon from '@mui/icons-material/Map';
import { useTranslate } from 'react-admin';
import type { ConfigurableType, DisplayMode } from '../../../domain/configuration/configurationModel';

interface DisplayTypeChoice {
  type: Extract<ConfigurableType, 'RD' | 'FD'>;
  mode: DisplayMode;
}

const CHOICES: readonly (DisplayTypeChoice & { key: string; Icon: typeof EventIcon })[] = [
  { type: 'RD', mode: 'EV', key: 'roomEvents', Icon: EventIcon },
  { type: 'RD', mode: 'CV', key: 'roomCalendar', Icon: CalendarMonthIcon },
  { type: 'FD', mode: 'NONE', key: 'floor', Icon: MapIcon },
];

export interface SelectDisplayTypeDialogProps {
  /** NONE hides the calendar view. */
  mode: DisplayMode;
  onClose: (choice: DisplayTypeChoice | null) => void;
}

/** Room display with event view, with calendar view (hidden when the mode is NONE), or floor display (000 §2.5). */
export const SelectDisplayTypeDialog = ({ mode, onClose }: SelectDisplayTypeDialogProps) => {
  const translate = useTranslate();
  const choices = CHOICES.filter((choice) => mode !== 'NONE' || choice.mode !== 'CV');
  return (
    <Dialog open onClose={() => onClose(null)} aria-labelledby="select-display-type-title">
      <DialogTitle id="select-display-type-title">{translate('dm.devicesTab.selectType.title')}</DialogTitle>
      <List sx={{ pt: 0, minWidth: 320 }}>
        {choices.map(({ type, mode: choiceMode, key, Icon }) => (
          <ListItem key={key} disablePadding>
            <ListItemButton onClick={() => onClose({ type, mode: choiceMode })}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={translate(`dm.devicesTab.selectType.${key}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <DialogActions>
        <Button onClick={() => onClose(null)}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
};
