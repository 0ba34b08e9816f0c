import { useNotify } from 'react-admin';

/**
 * Says a file went to the browser's downloads, by its name ("Downloaded: player-configuration.xlsx"): the browser
 * itself may show nothing, and a person who pressed Download had no sign that anything happened.
 */
export function useDownloadNotice(): (name: string) => void {
  const notify = useNotify();
  return (name) => notify('dm.bulk.bar.fileDownloaded', { type: 'success', messageArgs: { name } });
}
