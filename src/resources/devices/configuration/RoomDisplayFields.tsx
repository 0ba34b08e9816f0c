import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldsProps } from './fieldsProps';
import { LookFields } from './LookFields';
import { RegionSelect } from './RegionSelect';
import { fromQuery, LookupSelect } from './LookupSelect';
import { useRooms } from './useLookups';

/** Room display: a region, then a room of that region, and the room display's profile and theme. */
export const RoomDisplayFields = (props: FieldsProps) => {
  const { draft, onChange, missing } = props;
  const translate = useTranslate();
  const [showNonReservable, setShowNonReservable] = useState(false);
  const rooms = useRooms(draft.region, showNonReservable);
  return (
    <>
      <RegionSelect
        value={draft.region}
        missing={missing.has('region')}
        onChange={(region) => onChange({ region, room: null })}
      />
      <LookupSelect
        name="room"
        label={translate('dm.devicesTab.fields.room')}
        value={draft.room}
        {...fromQuery(rooms)}
        waitingFor={draft.region ? undefined : translate('dm.devicesTab.configure.pickRegionFirst')}
        missing={missing.has('room')}
        onChange={(room) => onChange({ room })}
      />
      <FormControlLabel
        control={
          <Switch
            name="showNonReservable"
            checked={showNonReservable}
            onChange={(event) => setShowNonReservable(event.target.checked)}
          />
        }
        label={translate('dm.devicesTab.configure.showNonReservable')}
      />
      <LookFields type="RD" {...props} />
    </>
  );
};
