import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useDebounced } from '../../components/useDebounced';
import type { AppDataProvider } from '../../dataProvider';
import { isValidContentUrl, type ContentType } from '../../domain/content/contentModel';
import { contentTypeFit, mediaTypeOf } from '../../domain/content/contentTypeFit';

const SETTLE_MS = 500;

/**
 * The content type the address answers to HEAD (000 §7), next to the URL field, with a warning when it does
 * not fit the item's type. Where the browser may not read it (CORS, no answer), nothing is shown.
 */
export const UrlContentType = ({ url, type }: { url: string; type: ContentType }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const settled = useDebounced(url.trim(), SETTLE_MS);
  const { data } = useQuery({
    queryKey: ['content', 'head', settled],
    queryFn: ({ signal }) => dataProvider.contentTypeOf(settled, { signal }),
    enabled: isValidContentUrl(settled),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const media = settled === url.trim() ? mediaTypeOf(data) : null;
  if (media === null) return null;
  const fit = contentTypeFit(type, media);
  const mismatch = fit === 'mismatch';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: -0.5, mb: 1 }}>
      {mismatch ? <WarningAmberIcon fontSize="small" color="warning" /> : null}
      <Typography
        variant="caption"
        role="status"
        color={mismatch ? 'text.primary' : 'text.secondary'}
        data-testid="url-content-type"
        data-fit={fit}
      >
        {translate(mismatch ? 'dm.content.url_type.mismatch' : 'dm.content.url_type.detected', {
          media,
          type: translate(`dm.content.types.${type}`),
        })}
      </Typography>
    </Stack>
  );
};
