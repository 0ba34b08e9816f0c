import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { AddressNote } from '../../components/AddressNote';
import { usePolicyBlocked } from '../../components/policyBlocks';
import { useDebounced } from '../../components/useDebounced';
import type { AppDataProvider } from '../../dataProvider';
import { isValidContentUrl, type ContentType } from '../../domain/content/contentModel';
import { contentTypeFit, mediaTypeOf } from '../../domain/content/contentTypeFit';

const SETTLE_MS = 500;

/**
 * The content type the address answers to HEAD (000 §7), next to the URL field, with a warning when it does
 * not fit the item's type. Where the console's security policy stops the HEAD, it says so; where the host does
 * not let the browser read the answer (CORS) or does not answer, nothing is shown.
 */
export const UrlContentType = ({ url, type }: { url: string; type: ContentType }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const settled = useDebounced(url.trim(), SETTLE_MS);
  const current = settled === url.trim();
  const { data } = useQuery({
    queryKey: ['content', 'head', settled],
    queryFn: ({ signal }) => dataProvider.contentTypeOf(settled, { signal }),
    enabled: isValidContentUrl(settled),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const blocked = usePolicyBlocked(settled, 'connect-src');
  const media = current ? mediaTypeOf(data) : null;
  if (current && blocked !== null && isValidContentUrl(settled))
    return (
      <AddressNote warning testId="url-content-type">
        {translate('dm.content.url_type.blocked', { origin: blocked })}
      </AddressNote>
    );
  if (media === null) return null;
  const mismatch = contentTypeFit(type, media) === 'mismatch';
  return (
    <AddressNote warning={mismatch} testId="url-content-type">
      {translate(mismatch ? 'dm.content.url_type.mismatch' : 'dm.content.url_type.detected', {
        media,
        type: translate(`dm.content.types.${type}`),
      })}
    </AddressNote>
  );
};
