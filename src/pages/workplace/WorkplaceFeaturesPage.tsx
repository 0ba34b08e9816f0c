import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { PlannedPage } from '../../layout/PlannedPage';

/** /workplace/features: the workplace app's features (floor plan views); its editor arrives later. */
export const WorkplaceFeaturesPage = () => (
  <PlannedPage icon={ViewQuiltIcon} name="workplace_features" details={3} />
);
