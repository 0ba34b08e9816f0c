import { Stack } from '@mui/material';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { choiceKey } from '../looks/choices';
import { ColorSwatch } from '../looks/ColorSwatch';
import { LookList } from '../looks/LookList';
import { LookValue } from '../looks/LookValue';
import { ThemeSwatch } from './ThemeSwatch';

/** Themes of one display type at a time: mode, accent colour and logo at a glance. */
export const ThemeList = () => {
  const translate = useTranslate();
  return (
    <LookList resource="themes">
      <DataTable.Col
        source="mode"
        render={(record: RaRecord) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <ThemeSwatch mode={record.mode} accentColor={record.accentColor} />
            <span>{translate(choiceKey('themes', 'mode', record.mode))}</span>
          </Stack>
        )}
      />
      <DataTable.Col
        source="accentColor"
        render={(record: RaRecord) => <ColorSwatch color={record.accentColor} />}
      />
      <DataTable.Col
        source="logoType"
        render={(record: RaRecord) => {
          const field = record.logoType === 'image' ? 'logoUrl' : 'logoText';
          return <LookValue resource="themes" field={field} value={record[field]} />;
        }}
      />
    </LookList>
  );
};
