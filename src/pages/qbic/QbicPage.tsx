import type { QbicEnvironment } from './QbicEnvironment';
import { QbicEnvironmentProvider } from './QbicEnvironmentProvider';
import { QbicTab } from './QbicTab';

/** The QBIC devices tab of the kiosk area (/kiosk/qbic): IP ranges, scan, players and their actions. */
export const QbicPage = ({ environment }: { environment?: QbicEnvironment }) => (
  <QbicEnvironmentProvider value={environment}>
    <QbicTab />
  </QbicEnvironmentProvider>
);
