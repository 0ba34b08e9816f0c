// Workplace area (001 §2, §4, §5, §8; 000 §2.7, §4): settings dialog, theme and features, bottom sheet.
export default {
  dm: {
    workplace: {
      settings: {
        title: 'Workplace settings',
        preview: 'Preview configuration',
        previewHelp:
          'With preview on, a pushed preview of the workplace configuration is shown only to the users chosen here until it is saved or discarded.',
        search: 'Preview users',
        searchHelp:
          'Search by name, user ID or email (at least 3 characters); Enter adds typed user IDs or email addresses.',
        users: 'Chosen preview users',
        saving: 'Saving…',
        message_no_users_found: 'No users found',
        message_too_many_users: 'Too many users match; refine the search',
        errors: {
          invalidUser: 'These entries are not users of this tenant: correct or remove them.',
          minimumUsers: 'Choose at least one user, or turn preview configuration off.',
          pendingUser: 'Add the user typed in the field, or clear the field.',
        },
      },
      validation: {
        title: 'The configuration cannot be saved yet',
      },
      errors: {
        error_missing_brand_dark_logo: 'Choose a branding logo for the dark mode.',
        error_missing_brand_light_logo: 'Choose a branding logo for the light mode.',
        error_missing_dark_logo: 'Choose a logo for the dark theme.',
        error_missing_light_logo: 'Choose a logo for the light theme.',
        error_missing_floorplan_views:
          'Choose at least one available floor plan view, or turn floor plan views off.',
        error_missing_brand_name: 'Enter the branding text.',
        error_brand_name_length_constraint: 'The branding text can have at most 15 characters.',
        error_incomplete: 'The configuration is incomplete; reload it and try again.',
        label_error: 'Error',
        error_config_already_modified:
          'Someone else changed the workplace configuration in the meantime. It will be reloaded with their changes; make yours again.',
        error_saving_workplace_config:
          'The workplace configuration could not be saved. Your changes are kept; try again.',
      },
      discard: {
        title: 'Discard the changes?',
        message:
          'The pushed preview and every unsaved change are thrown away, and the live configuration is loaded again.',
      },
      leave: {
        title: 'Leave without saving?',
        message: 'The workplace configuration has unsaved changes. They are lost if you leave.',
      },
      sheet: {
        label: 'Workplace configuration actions',
        changes: 'What changes',
        inPreview: 'In the preview, not yet saved',
        uploading: 'Uploading logos… %{percent}%',
        saving: 'Saving…',
        previewing: 'Pushing the preview…',
        discarding: 'Discarding…',
        saved: 'Saved',
        previewed: 'Preview pushed',
        unsaved: 'Unsaved changes',
        discard: 'Discard',
        save: 'Save',
        preview: 'Preview',
        previewMode: 'Preview configuration is on: push a preview to the chosen users before saving.',
        previewPushed:
          'The configuration is in preview mode: the chosen users see it. Save it for everyone, or discard it.',
      },
      fields: {
        accentColor: 'Accent colour',
        brandingType: 'Branding',
        themeLogoType: 'Theme logo',
        brandingText: 'Branding text',
        useSameBrandingLogo: 'One branding logo for dark and light',
        useSameLogo: 'One theme logo for dark and light',
        brandingDarkLogo: 'Branding logo (dark)',
        brandingLogo: 'Branding logo (dark and light)',
        themeLogo: 'Theme logo (dark and light)',
        brandingLightLogo: 'Branding logo (light)',
        darkThemeLogoURL: 'Theme logo (dark)',
        lightThemeLogoURL: 'Theme logo (light)',
        floorplanViews: 'Floor plan views',
        availableViews: 'Available views',
        selectedFloorplanViews: 'Selected views',
        equipmentAndServices: 'Equipment and services',
        recurrence: 'Recurring bookings',
        bookTicket: 'Book a ticket',
        request: 'Requests',
        feedbackTile: 'Feedback tile',
        bookingOffHours: 'Booking outside office hours',
        ticketingConfiguration: 'Ticket sales',
        touchFreeKiosk: 'Touch-free kiosk',
        confidential: 'Confidential bookings',
      },
      values: {
        text: 'Text',
        logo: 'Logo',
        on: 'on',
        off: 'off',
      },
      theme: {
        noLogo: 'No logo',
        logoUrl: 'Logo address',
        logoBlocked:
          'This console’s security policy blocks images from %{origin}, so the logo cannot be shown here',
        chooseFile: 'Choose file',
        chooseFileFor: 'Choose file: %{logo}',
        removeLogo: 'Remove',
        accentHelp: 'A colour as #rrggbb.',
        accentInvalid: 'Enter a colour as #rrggbb, for example #1976d2.',
        pickColor: 'Pick the accent colour',
        brandingCount: '%{count} of %{max} character |||| %{count} of %{max} characters',
        logoBoth: 'Logo for dark and light',
        logoDark: 'Logo on a dark background',
        logoLight: 'Logo on a light background',
      },
      features: {
        floorplan: 'Floor plan',
        flags: 'Features of the app',
        views: {
          '2d': '2D plan',
          '3d': '3D plan',
          list: 'List',
        },
      },
      picture: {
        title: 'The workplace app',
        light: 'The workplace app home screen in light mode',
        dark: 'The workplace app home screen in dark mode',
        greeting: 'Good morning',
      },
    },
    errors: {
      code: {
        12403: 'Too many users match; refine the search',
        12409:
          'Someone else changed the workplace configuration in the meantime. It will be reloaded with their changes; make yours again.',
      },
    },
  },
};
