export default {
  dm: {
    shell: {
      header: { menu: 'Huvudmeny', open_menu: 'Öppna huvudmenyn' },
      language: {
        label: 'Språk',
        save_failed: 'Ditt språkval kunde inte sparas i din profil',
      },
      profile: {
        label: 'Profil',
        tenant: '%{name} (%{id})',
        sign_out: 'Logga ut',
        roles: 'Roll: %{roles} |||| Roller: %{roles}',
        role: {
          admin: 'Administratör',
          contentcontributor: 'Innehållsredaktör',
          contentadmin: 'Innehållsadministratör',
        },
      },
      apps: {
        label: 'Appar',
        go: 'Go',
        studio: 'Studio',
        devicecontrol: 'Device Control',
        current: 'Du är här',
        new_tab: 'Öppnas i en ny flik',
      },
      session: {
        logged_out_title: 'Utloggad',
        message_user_logged_out: 'Din session har avslutats. Logga in igen för att fortsätta där du slutade.',
        sign_in_again: 'Logga in igen',
        changed_title: 'En annan användare har loggat in',
        message_user_session_changed:
          'Någon har loggat in som en annan användare i en annan flik i den här webbläsaren. Uppdatera sidan för att fortsätta som den användaren.',
        refresh: 'Uppdatera',
        signing_out: 'Loggar ut',
      },
      login: {
        signed_in_as: 'Du är inloggad som %{name}.',
        continue: 'Fortsätt',
        signed_out_idle: 'Du loggades ut efter 20 minuter utan aktivitet.',
        signed_out_session: 'Din session har avslutats. Logga in igen för att fortsätta där du slutade.',
        separate: {
          title: 'Du är inloggad',
          message: 'Konsolen fortsätter i fliken du loggade in från. Du kan stänga det här fönstret.',
          open_here: 'Öppna konsolen här',
          close: 'Stäng det här fönstret',
        },
      },
      redirect: {
        heading: 'Fortsätt på den centrala inloggningssidan',
        message_captcha_required: 'För din säkerhet kräver den här inloggningen en captcha-kontroll.',
        message_must_change_password: 'Ditt lösenord har gått ut och måste bytas innan du kan logga in.',
        message_redirect_notice:
          'Den centrala inloggningssidan öppnas i ett nytt fönster. När du är klar där loggar den här sidan in dig.',
        open: 'Öppna inloggningssidan',
      },
      sso: {
        start: 'Använd enkel inloggning (SSO)',
        organization: 'Organisations-ID',
        next: 'Nästa',
        applies: 'Din organisation (%{tenant}) loggar in med enkel inloggning.',
        continue: 'Fortsätt med enkel inloggning',
        use_password: 'Logga in med användarnamn och lösenord i stället',
        not_configured:
          'Enkel inloggning är inte konfigurerad för ”%{tenant}”. Logga in med ditt användarnamn och lösenord.',
      },
      confirm: {
        cancel: 'Avbryt',
        accept: 'Godkänn',
        ok: 'OK',
        yes_delete: 'Ja, ta bort',
        yes_unlink: 'Ja, avregistrera',
        authorize: 'Auktorisera',
        busy_accept: 'Godkänner…',
        busy_ok: 'Vänta…',
        busy_delete: 'Tar bort…',
        yes_remove: 'Ja, ta bort',
        busy_remove: 'Tar bort…',
        busy_unlink: 'Avregistrerar…',
        busy_authorize: 'Auktoriserar…',
        password: 'Lösenord',
      },
      error: {
        title: 'Fel',
        page_title: 'Den här sidan kunde inte visas',
        page_message: 'Något gick fel när sidan skulle visas. Försök igen eller välj en annan sida.',
      },
      turned_away: 'Ditt konto saknar behörigheterna för ”%{from}”, så du har skickats till ”%{to}”.',
      unauthorized: {
        title: 'Ingen åtkomst till Device Manager',
        message:
          'Du är inloggad, men ditt konto har ingen av de behörigheter som den här konsolen behöver. Be din administratör om åtkomst.',
        sign_in_other: 'Logga in som någon annan',
      },
      not_found: {
        title: 'Sidan hittades inte',
        message:
          'Det finns ingen sida på den här adressen. Den kan ha flyttats, eller så är länken felstavad.',
        home: 'Gå till startsidan',
      },
    },
  },
};
