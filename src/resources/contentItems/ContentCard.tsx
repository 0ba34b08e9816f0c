import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useResourcePaths } from '../../components/resourcePaths';
import { ContentIcon } from './ContentIcon';
import { labelIn, languagesOf, type ContentItem } from '../../domain/content/contentModel';
import { SafeHtml } from './SafeHtml';

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale: creating one per card costs more than the card. */
const formatDate = (iso: string, locale: string): string => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
};

/** One item of the grid view: icon, name, type, label in the UI language, languages and last change. */
export const ContentCard = memo(function ContentCard({ item }: { item: ContentItem }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const paths = useResourcePaths();
  return (
    <Card variant="outlined" data-testid={`content-card-${item.id}`}>
      <CardActionArea component={Link} to={paths.edit(item.id)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
            <ContentIcon item={item} />
            <Stack sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" noWrap title={item.name}>
                {item.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {labelIn(item, locale)}
              </Typography>
            </Stack>
          </Stack>
          {item.type === 'HTML' && item.resources[item.defaultLanguage]?.html ? (
            <SafeHtml
              html={item.resources[item.defaultLanguage]?.html ?? ''}
              sx={{
                maxHeight: 72,
                overflow: 'hidden',
                typography: 'body2',
                mb: 1,
                '& h1, & h2, & h3': { fontSize: '1rem', m: 0 },
              }}
            />
          ) : null}
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={translate(`dm.content.types.${item.type}`)}
            />
            {languagesOf(item).map((lang) => (
              <Chip
                key={lang}
                size="small"
                label={lang.toUpperCase()}
                variant={lang === item.defaultLanguage ? 'filled' : 'outlined'}
              />
            ))}
          </Stack>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {translate('dm.content.modified', { date: formatDate(item.modifiedDate, locale) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
});
