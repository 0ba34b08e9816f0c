import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Button,
  Card,
  CardContent,
  Chip,
  List as MuiList,
  ListItem,
  ListItemAvatar,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { useResourcePaths } from '../../components/resourcePaths';
import type { AppDataProvider } from '../../dataProvider';
import { ContentIcon } from '../contentItems/ContentIcon';
import type { ContentItem } from '../../domain/content/contentModel';
import {
  RULE_APPS,
  RULE_WHEN,
  type ContentRule,
  type RuleApp,
  type RuleWhen,
} from '../../domain/content/ruleModel';
import { PreviewUserField } from './PreviewUserField';
import { evaluateRules } from './screenPreview';

const ALL = { pagination: { page: 1, perPage: 0 }, sort: { field: 'name', order: 'ASC' as const } };

/** Pick an app, a place, a person and a moment; see what the screen shows, in order, and why other rules do not. */
export const ScreenPreviewPage = () => {
  const translate = useTranslate();
  const paths = useResourcePaths();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [app, setApp] = useState<RuleApp>('WP');
  const [moment, setMoment] = useState<RuleWhen>('APP_OPEN');
  const [locationId, setLocationId] = useState('');
  const [user, setUser] = useState('');
  const { data: rules } = useGetList<ContentRule>('contentRules', ALL);
  const { data: items } = useGetList<ContentItem>('contentItems', ALL);
  const { data: locations } = useQuery({
    queryKey: ['tenant', 'locations'],
    queryFn: ({ signal }) => dataProvider.locations({ signal }),
    staleTime: 5 * 60_000,
  });
  const result = useMemo(() => {
    const byId = new Map((items ?? []).map((item) => [String(item.id), item]));
    const parents = new Map((locations ?? []).map((location) => [location.id, location.parentId]));
    return evaluateRules(
      rules ?? [],
      byId,
      { app, moment, user, locationId: locationId || null },
      (id) => parents.get(id) ?? null,
    );
  }, [rules, items, locations, app, moment, user, locationId]);
  const choice = (prefix: string) => (value: string) => (
    <MenuItem key={value} value={value}>
      {translate(`${prefix}.${value}`)}
    </MenuItem>
  );
  return (
    <Stack spacing={2} data-testid="screen-preview">
      <Title title="dm.content.preview.title" />
      <Button
        component={RouterLink}
        to={paths.list}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('dm.common.back_to_list')}
      </Button>
      <Typography variant="h6">{translate('dm.content.preview.title')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={translate('resources.contentRules.fields.app')}
          value={app}
          onChange={(event) => setApp(event.target.value as RuleApp)}
          sx={{ minWidth: 180 }}
        >
          {RULE_APPS.map(choice('dm.content.apps'))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('dm.content.preview.when')}
          value={moment}
          onChange={(event) => setMoment(event.target.value as RuleWhen)}
          sx={{ minWidth: 200 }}
        >
          {RULE_WHEN.map(choice('dm.content.when'))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('dm.content.preview.location')}
          value={locationId}
          onChange={(event) => setLocationId(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{translate('dm.content.preview.no_location')}</MenuItem>
          {(locations ?? []).map((location) => (
            <MenuItem key={location.id} value={location.id}>
              {location.name}
            </MenuItem>
          ))}
        </TextField>
        <PreviewUserField onUser={setUser} />
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1">
            {translate('dm.content.preview.shown', { smart_count: result.shown.length })}
          </Typography>
          <MuiList dense data-testid="preview-shown">
            {result.shown.map(({ rule, item }, index) => (
              <ListItem key={rule.id}>
                <ListItemAvatar>
                  <ContentIcon item={item} size={32} />
                </ListItemAvatar>
                <ListItemText
                  primary={`${index + 1}. ${item.name}`}
                  secondary={`${translate(`dm.content.view_as.${rule.viewAs}`)} · ${rule.name}`}
                />
              </ListItem>
            ))}
          </MuiList>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1">
            {translate('dm.content.preview.skipped', { smart_count: result.skipped.length })}
          </Typography>
          <MuiList dense data-testid="preview-skipped">
            {result.skipped.map(({ rule, reasons }) => (
              <ListItem key={rule.id}>
                <ListItemText
                  primary={rule.name}
                  secondary={
                    <Stack
                      component="span"
                      direction="row"
                      spacing={0.5}
                      sx={{ flexWrap: 'wrap', rowGap: 0.5 }}
                    >
                      {reasons.map((reason) => (
                        <Chip
                          key={reason}
                          component="span"
                          size="small"
                          variant="outlined"
                          label={translate(`dm.content.preview.reasons.${reason}`, {
                            when: translate(`dm.content.when.${rule.when}`),
                          })}
                        />
                      ))}
                    </Stack>
                  }
                />
              </ListItem>
            ))}
          </MuiList>
        </CardContent>
      </Card>
    </Stack>
  );
};
