import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { choiceKey, languageName } from '../looks/choices';
import { LookList } from '../looks/LookList';

/** Profiles of one display type at a time: language, clock and screen saver at a glance. */
export const ProfileList = () => {
  const translate = useTranslate();
  return (
    <LookList resource="profiles">
      <DataTable.Col source="description" />
      <DataTable.Col source="language" render={(record: RaRecord) => languageName(record.language)} />
      <DataTable.Col
        source="clockFormat"
        render={(record: RaRecord) => translate(choiceKey('profiles', 'clockFormat', record.clockFormat))}
      />
      <DataTable.Col
        source="idleMinutes"
        label="resources.profiles.fields.screenSaverEnabled"
        render={(record: RaRecord) =>
          record.screenSaverEnabled
            ? translate('dm.profiles.after_minutes', { smart_count: record.idleMinutes })
            : translate('dm.profiles.off')
        }
      />
    </LookList>
  );
};
