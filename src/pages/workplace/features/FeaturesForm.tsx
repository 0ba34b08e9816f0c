import { Checkbox, Divider, FormControlLabel, FormGroup, FormLabel, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  FEATURE_FLAGS,
  FLOORPLAN_VIEWS,
  type FloorplanView,
  type WorkplaceFeatures,
} from '../../../domain/workplace/types';
import { SettingSwitch } from '../../settings/SettingSwitch';
import { useWorkplaceEditor } from '../editor/workplaceEditorContext';
import { setAvailableView, setSelectedView } from '../model/features';

/** The Features tab's form: the floor plan feature and the workplace feature flags (001 §3, 000 §3). */
export const FeaturesForm = () => {
  const translate = useTranslate();
  const { state, dispatch } = useWorkplaceEditor();
  const { features } = state;
  const { floorplan } = features;
  const disabled = state.busy !== null;
  const set = (next: WorkplaceFeatures) => dispatch({ type: 'features', features: next });
  const views = (
    label: string,
    name: string,
    checked: (view: FloorplanView) => boolean,
    onToggle: (view: FloorplanView, on: boolean) => void,
    viewDisabled: (view: FloorplanView) => boolean,
  ) => (
    <Stack spacing={0.5}>
      <FormLabel id={`${name}-label`}>{translate(label)}</FormLabel>
      <FormGroup row aria-labelledby={`${name}-label`}>
        {FLOORPLAN_VIEWS.map((view) => (
          <FormControlLabel
            key={view}
            label={translate(`dm.workplace.features.views.${view}`)}
            control={
              <Checkbox
                name={`${name}-${view}`}
                checked={checked(view)}
                disabled={disabled || viewDisabled(view)}
                onChange={(event) => onToggle(view, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </Stack>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1">{translate('dm.workplace.features.floorplan')}</Typography>
      <SettingSwitch
        name="floorplanViews"
        label="dm.workplace.fields.floorplanViews"
        checked={floorplan.consult.floorplanViews}
        disabled={disabled}
        onChange={(on) => set({ ...features, floorplan: { ...floorplan, consult: { floorplanViews: on } } })}
      />
      {views(
        'dm.workplace.fields.availableViews',
        'availableViews',
        (view) => floorplan.availableViews.includes(view),
        (view, on) => set(setAvailableView(features, view, on)),
        () => false,
      )}
      {views(
        'dm.workplace.fields.selectedFloorplanViews',
        'selectedFloorplanViews',
        (view) => floorplan.selectedFloorplanViews.includes(view),
        (view, on) => set(setSelectedView(features, view, on)),
        (view) => !floorplan.availableViews.includes(view),
      )}
      <Divider />
      <Typography variant="subtitle1">{translate('dm.workplace.features.flags')}</Typography>
      <FormGroup>
        {FEATURE_FLAGS.map((flag) => (
          <SettingSwitch
            key={flag}
            name={flag}
            label={`dm.workplace.fields.${flag}`}
            checked={features.flags[flag]}
            disabled={disabled}
            onChange={(on) => set({ ...features, flags: { ...features.flags, [flag]: on } })}
          />
        ))}
      </FormGroup>
    </Stack>
  );
};
