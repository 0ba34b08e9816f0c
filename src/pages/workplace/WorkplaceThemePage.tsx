import PaletteIcon from '@mui/icons-material/Palette';
import { PlannedPage } from '../../layout/PlannedPage';

/** /workplace/theme: the workplace app's colours, branding and logos; its editor arrives later. */
export const WorkplaceThemePage = () => <PlannedPage icon={PaletteIcon} name="workplace_theme" details={3} />;
