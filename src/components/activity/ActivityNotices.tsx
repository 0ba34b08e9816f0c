import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useActivityApi } from './useActivityLog';

/**
 * Says, in the UI language, when the activity log could not keep an action: the action's result stands, and the
 * person knows it is missing from the log. Lives as long as the shell.
 */
export const ActivityNotices = () => {
  const api = useActivityApi();
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(() => {
    if (typeof api.watchActivityNotKept !== 'function') return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    void api
      .watchActivityNotKept((action) =>
        notify('dm.activity.notKept', {
          type: 'warning',
          messageArgs: { action: translate(`dm.activity.actions.${action}`) },
        }),
      )
      .then((unwatch) => {
        if (stopped) unwatch();
        else stop = unwatch;
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [api, notify, translate]);
  return null;
};
