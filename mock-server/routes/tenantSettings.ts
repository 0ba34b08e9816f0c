import { randomInt } from 'node:crypto';
import { Router } from 'express';
import { requireAdmin, sessionOf } from '../auth';
import { isLanguageCode, LANGUAGES } from '../../src/contract/languages';
import { OFFLINE_KEY_ALPHABET, OFFLINE_KEY_LENGTH } from '../db/seedLooks';
import type { TenantSettings } from '../db/types';
import { badRequest, ok } from '../envelope';
import { handle } from '../errors';
import { readBody } from '../validate';
import { isValidEmail, splitEmails } from '../../src/domain/emailRules';
import type { AppContext } from './context';
import { answerOutcome } from './outcome';

/** Most notification addresses one tenant keeps. */
const MAX_EMAILS = 50;

const SETTINGS_FIELDS = {
  emailId: 'string',
  isEmailNotificationEnabled: 'boolean',
  enableQbicSecurity: 'boolean',
  language: 'string',
  allowKioskToManagePassword: 'boolean',
} as const;

const newOfflineLoginKey = (): string =>
  Array.from(
    { length: OFFLINE_KEY_LENGTH },
    () => OFFLINE_KEY_ALPHABET[randomInt(OFFLINE_KEY_ALPHABET.length)],
  ).join('');

const view = ({ tenantId: _tenantId, ...rest }: TenantSettings): Omit<TenantSettings, 'tenantId'> => rest;

/** Tenant settings (001 §3, §7: GET/PUT /tenant/settings, POST /tenant/offlineloginkey), for administrators. */
export function tenantSettingsRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  router.use(['/tenant/settings', '/tenant/offlineloginkey'], auth.requireSession(), requireAdmin);

  /** The tenant's settings; a tenant without any gets the defaults (security off, English). */
  const settingsOf = (tenantId: string): TenantSettings => {
    const found = store.data.tenantSettings.find((settings) => settings.tenantId === tenantId);
    if (found) return found;
    const created: TenantSettings = {
      tenantId,
      emailId: '',
      isEmailNotificationEnabled: false,
      enableQbicSecurity: false,
      language: 'en',
      allowKioskToManagePassword: false,
      offlineLoginKey: newOfflineLoginKey(),
    };
    store.data.tenantSettings.push(created);
    store.changed('tenantSettings');
    return created;
  };

  router.get('/tenant/settings', (_req, res) => {
    ok(res, view(settingsOf(sessionOf(res).user.tenantId)));
  });

  router.put(
    '/tenant/settings',
    handle(async (req, res) => {
      const body = readBody(req, res, SETTINGS_FIELDS);
      if (!body) return;
      if (!isLanguageCode(body.language)) {
        const codes = LANGUAGES.map((language) => language.code).join(', ');
        return badRequest(res, `Unsupported notification language "${body.language}"; use one of ${codes}`);
      }
      const emails = splitEmails(body.emailId);
      const invalid = emails.find((email) => !isValidEmail(email));
      if (invalid !== undefined) return badRequest(res, `"${invalid}" is not a valid email address`);
      const distinct = emails.filter(
        (email, index) => emails.findIndex((other) => other.toLowerCase() === email.toLowerCase()) === index,
      );
      if (distinct.length > MAX_EMAILS) return badRequest(res, `At most ${MAX_EMAILS} email addresses`);
      if (body.isEmailNotificationEnabled && distinct.length === 0) {
        return badRequest(res, 'Email notification needs at least one email address');
      }
      const outcome = await store.transaction({}, (tx) => {
        const settings = settingsOf(sessionOf(res).user.tenantId);
        Object.assign(settings, {
          emailId: distinct.join(','),
          isEmailNotificationEnabled: body.isEmailNotificationEnabled,
          enableQbicSecurity: body.enableQbicSecurity,
          language: body.language,
          allowKioskToManagePassword: body.allowKioskToManagePassword,
        });
        tx.changed('tenantSettings');
        return view(settings);
      });
      answerOutcome(res, outcome, (settings) => ok(res, settings));
    }),
  );

  router.post(
    '/tenant/offlineloginkey',
    handle(async (_req, res) => {
      const outcome = await store.transaction({}, (tx) => {
        const settings = settingsOf(sessionOf(res).user.tenantId);
        settings.offlineLoginKey = newOfflineLoginKey();
        tx.changed('tenantSettings');
        return settings.offlineLoginKey;
      });
      answerOutcome(res, outcome, (key) => ok(res, key));
    }),
  );

  return router;
}
