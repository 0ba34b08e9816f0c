import { useMemo } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldsProps } from './fieldsProps';
import { floorsOfBuilding, toggleFloor } from './floorChoices';
import { LookFields } from './LookFields';
import { RegionSelect } from './RegionSelect';
import { fromQuery, LookupSelect } from './LookupSelect';
import { useBuildings, useFloors } from './useLookups';

/**
 * Floor display: a region, one of its buildings, the floors of that building it shows (at least one), the
 * default floor among them, and the floor display's profile and theme.
 */
export const FloorDisplayFields = (props: FieldsProps) => {
  const { draft, onChange, missing } = props;
  const translate = useTranslate();
  const buildings = useBuildings();
  const floors = useFloors(draft.region);
  const regionBuildings = useMemo(
    () => (buildings.data ?? []).filter((building) => building.region.id === draft.region),
    [buildings.data, draft.region],
  );
  const buildingFloors = useMemo(
    () => floorsOfBuilding(floors.data, draft.building),
    [floors.data, draft.building],
  );
  const order = buildingFloors.map((floor) => floor.id);
  const selected = buildingFloors.filter((floor) => draft.selectedFloors.includes(floor.id));
  const cleared = { selectedFloors: [], defaultFloor: null };
  return (
    <>
      <RegionSelect
        value={draft.region}
        missing={missing.has('region')}
        onChange={(region) => onChange({ region, building: null, ...cleared })}
      />
      <LookupSelect
        name="building"
        label={translate('dm.devicesTab.fields.building')}
        value={draft.building}
        {...fromQuery(buildings)}
        options={regionBuildings}
        waitingFor={draft.region ? undefined : translate('dm.devicesTab.configure.pickRegionFirst')}
        missing={missing.has('building')}
        onChange={(building) => onChange({ building, ...cleared })}
      />
      <FormControl component="fieldset" error={missing.has('selectedFloors')} disabled={!draft.building}>
        <FormLabel component="legend">{translate('dm.devicesTab.fields.selectedFloors')}</FormLabel>
        <FormGroup row>
          {buildingFloors.map((floor) => (
            <FormControlLabel
              key={floor.id}
              label={floor.name}
              control={
                <Checkbox
                  name="selectedFloors"
                  value={floor.id}
                  checked={draft.selectedFloors.includes(floor.id)}
                  onChange={() => onChange(toggleFloor(draft, floor.id, order))}
                />
              }
            />
          ))}
        </FormGroup>
        {!draft.building ? (
          <FormHelperText>{translate('dm.devicesTab.configure.pickBuildingFirst')}</FormHelperText>
        ) : missing.has('selectedFloors') ? (
          <FormHelperText>{translate('dm.devicesTab.configure.required')}</FormHelperText>
        ) : null}
      </FormControl>
      <LookupSelect
        name="defaultFloor"
        label={translate('dm.devicesTab.fields.defaultFloor')}
        value={draft.defaultFloor}
        options={selected}
        waitingFor={selected.length ? undefined : translate('dm.devicesTab.configure.pickFloorsFirst')}
        missing={missing.has('defaultFloor')}
        onChange={(defaultFloor) => onChange({ defaultFloor })}
      />
      <LookFields type="FD" {...props} />
    </>
  );
};
