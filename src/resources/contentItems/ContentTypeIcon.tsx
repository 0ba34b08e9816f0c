import CodeIcon from '@mui/icons-material/Code';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import LanguageIcon from '@mui/icons-material/Language';
import MovieIcon from '@mui/icons-material/Movie';
import type { SvgIconProps } from '@mui/material';
import type { ContentType } from '../../domain/content/contentModel';

const ICONS = { URL: LanguageIcon, DOC: DescriptionIcon, VID: MovieIcon, IMG: ImageIcon, HTML: CodeIcon };

/** The symbol of a content type (website, document, video, picture, HTML). */
export const ContentTypeIcon = ({ type, ...props }: { type: ContentType } & SvgIconProps) => {
  const Icon = ICONS[type] ?? DescriptionIcon;
  return <Icon {...props} />;
};
