import { Box, Typography } from '@mui/material';
import { memo } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { withSoftHyphens } from '../model/pictureHyphens';
import type { PictureModel } from '../model/picture';
import { PictureLogo } from './PictureLogo';

/** A picture of the workplace app's home screen in one mode, as the edited theme and features make it. */
export const AppPicture = memo(({ model }: { model: PictureModel }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { brand, logo } = model;
  return (
    <Box
      role="img"
      aria-label={translate(`dm.workplace.picture.${model.mode}`)}
      data-testid={`picture-${model.mode}`}
      sx={{
        width: 220,
        height: 400,
        borderRadius: 4,
        border: 6,
        borderColor: '#2b2b2b',
        bgcolor: model.background,
        color: model.text,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        fontFamily: 'Roboto, Arial, sans-serif',
      }}
    >
      <Box
        sx={{
          bgcolor: model.accent,
          color: model.onAccent,
          px: 1.5,
          py: 1,
          minHeight: 44,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        {brand.kind === 'text' ? (
          <Typography
            data-testid={`picture-brand-${model.mode}`}
            sx={{ fontWeight: 600, fontSize: 16, whiteSpace: 'nowrap', overflow: 'hidden' }}
          >
            {brand.text}
          </Typography>
        ) : (
          <PictureLogo
            src={brand.src}
            testId={`picture-brand-${model.mode}`}
            width={150}
            height={28}
            color={model.onAccent}
          />
        )}
      </Box>
      <Box sx={{ px: 1.5, pt: 1.5, pb: 1, display: 'flex', alignItems: 'center', gap: 1, minHeight: 56 }}>
        {logo ? (
          <PictureLogo
            src={logo.src}
            testId={`picture-logo-${model.mode}`}
            width={160}
            height={40}
            color="currentColor"
          />
        ) : (
          <Typography sx={{ fontSize: 13, opacity: 0.8 }}>
            {translate('dm.workplace.picture.greeting')}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          px: 1.5,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          overflow: 'hidden',
        }}
      >
        {model.tiles.map((tile) => (
          <Box
            key={tile}
            sx={{
              bgcolor: model.surface,
              borderRadius: 1.5,
              borderLeft: 4,
              borderColor: model.accent,
              p: 1,
              minHeight: 44,
              fontSize: 11,
              lineHeight: 1.2,
              // Long words (German) break at their soft hyphens, or where the language allows; anywhere only
              // when they cannot fit otherwise.
              overflowWrap: 'break-word',
              hyphens: 'auto',
              boxShadow: model.mode === 'light' ? 1 : 0,
            }}
          >
            {withSoftHyphens(
              translate(`dm.workplace.fields.${tile === 'floorplan' ? 'floorplanViews' : tile}`),
              locale,
            )}
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          mt: 'auto',
          display: 'flex',
          justifyContent: 'space-around',
          py: 1,
          borderTop: 1,
          borderColor: model.mode === 'dark' ? '#333' : '#ddd',
        }}
      >
        {[0, 1, 2].map((index) => (
          <Box
            key={index}
            sx={{
              width: 18,
              height: 18,
              borderRadius: '50%',
              bgcolor: index === 0 ? model.accent : 'transparent',
              border: 2,
              borderColor: model.accent,
            }}
          />
        ))}
      </Box>
    </Box>
  );
});
AppPicture.displayName = 'AppPicture';
