/** The activity log's filter on one player: entries whose targets' text holds its serial number. */
export const historyFilter = (serial: string) => ({ targetText_like: serial });

/** The activity page filtered on one player, newest first. */
export const historyLink = (serial: string): string =>
  `/activity?${new URLSearchParams({
    filter: JSON.stringify(historyFilter(serial)),
    order: 'DESC',
    sort: 'createdAt',
  }).toString()}`;
