import type { LanguageCode } from '../../src/contract/languages';
import type { Tenant } from '../db/types';

type Templates = { welcome: string; support: string };

/** Tenant-specific texts in each UI language; {tenant} and {email} are filled in per tenant. */
export const TENANT_TEMPLATES: Record<LanguageCode, Templates> = {
  en: { welcome: 'Welcome to the {tenant} device manager', support: 'Need help? Write to {email}' },
  fr: {
    welcome: 'Bienvenue dans le gestionnaire d’appareils de {tenant}',
    support: 'Besoin d’aide ? Écrivez à {email}',
  },
  de: {
    welcome: 'Willkommen im Gerätemanager von {tenant}',
    support: 'Brauchen Sie Hilfe? Schreiben Sie an {email}',
  },
  nl: {
    welcome: 'Welkom bij de apparaatbeheerder van {tenant}',
    support: 'Hulp nodig? Schrijf naar {email}',
  },
  sv: {
    welcome: 'Välkommen till enhetshanteraren för {tenant}',
    support: 'Behöver du hjälp? Skriv till {email}',
  },
  da: {
    welcome: 'Velkommen til enhedsadministratoren for {tenant}',
    support: 'Brug for hjælp? Skriv til {email}',
  },
  es: {
    welcome: 'Bienvenido al gestor de dispositivos de {tenant}',
    support: '¿Necesita ayuda? Escriba a {email}',
  },
};

const fill = (template: string, tenant: Tenant): string =>
  template.replace('{tenant}', tenant.name).replace('{email}', tenant.supportEmail);

/** Extra messages the console merges over its bundled ones: keys under dm.tenant.*. */
export function tenantMessages(tenant: Tenant, lang: LanguageCode) {
  const templates = TENANT_TEMPLATES[lang];
  return {
    dm: { tenant: { welcome: fill(templates.welcome, tenant), support: fill(templates.support, tenant) } },
  };
}
