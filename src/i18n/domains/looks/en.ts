// Profiles and themes of the kiosk area: lists, forms, conflicts, validation.
export default {
  dm: {
    looks: {
      display_type: 'Display type',
      create_title: { profiles: 'Create profile', themes: 'Create theme' },
      unused: 'Not used',
      used_by_count: '%{smart_count} device |||| %{smart_count} devices',
      validation: {
        required: 'Required',
        too_long: 'Maximum length: %{max}',
        not_a_choice: 'Choose one of the options',
        not_a_flag: 'Choose on or off',
        not_a_whole_number: 'Enter a whole number',
        out_of_range: 'Enter a number from %{min} to %{max}',
        not_a_color: 'Enter a colour such as #1a2b3c',
        logo_type: 'Choose a PNG, JPEG, WebP or SVG image',
        logo_too_large: 'The image is %{size} kB; the limit is %{max} kB. Choose a smaller image.',
        logo_not_image:
          'This file is not an image: its content is not PNG, JPEG, WebP or SVG, despite its name',
        logo_unreadable: 'This file cannot be read as an image',
        type_fixed: 'The display type cannot be changed',
      },
      conflict: {
        title: 'Someone else saved a newer version',
        saved_by:
          '%{name} saved version %{version} on %{date} while you were editing. Your changes are not saved yet.',
        saved:
          'Version %{version} was saved on %{date} while you were editing. Your changes are not saved yet.',
        field: 'Setting',
        mine: 'Your version',
        newer: 'Newer version',
        changed_by: { you: 'Changed by you', them: 'Changed by the other person', both: 'Changed by both' },
        same: 'The newer version has the same values as your form.',
        use_newer: 'Use the newer version',
        keep_mine: 'Keep my changes',
        kept: 'Your changes are kept, together with their changes to the other settings. Save to store the result.',
      },
    },
    themes: {
      choices: {
        mode: {
          dark: 'Dark',
          light: 'Light',
          brandDark: 'Dark (brand colours)',
          brandLight: 'Light (brand colours)',
        },
        logoType: { text: 'Text', image: 'Image' },
      },
      logo: {
        choose: 'Choose image',
        replace: 'Replace image',
        remove: 'Remove',
        none: 'No image yet',
        hint: 'PNG, JPEG, WebP or SVG, at most %{max}',
        text_hint: 'At most %{max} character |||| At most %{max} characters',
      },
      preview: {
        title: 'Preview',
        room: 'Boardroom',
        available: 'Available',
        next: 'Next: team meeting at 10:00',
        book_now: 'Book now',
      },
      pick_color: 'Choose a colour',
    },
    profiles: {
      choices: { clockFormat: { '12h': '12-hour (2:30 PM)', '24h': '24-hour (14:30)' } },
      sections: {
        general: 'General',
        meetings: 'Meetings',
        booking: 'Booking',
        room: 'In the room',
        screen: 'Screen',
      },
      after_minutes: 'After %{smart_count} minute |||| After %{smart_count} minutes',
      off: 'Off',
    },
    errors: {
      code: {
        60013: 'This theme is used by devices. Give those devices another theme first, then delete it.',
        70011: 'This profile is used by devices. Give those devices another profile first, then delete it.',
      },
    },
  },
  resources: {
    themes: {
      name: 'Theme |||| Themes',
      // react-admin's name inside a sentence (the delete confirm), with the case the language writes it in.
      forcedCaseName: 'theme',
      notifications: {
        created: 'Theme created',
        updated: 'Theme saved',
        deleted: 'Theme deleted',
      },
      fields: {
        name: 'Label',
        type: 'Display type',
        mode: 'Mode',
        accentColor: 'Accent colour',
        logoType: 'Logo',
        logoText: 'Logo text',
        logoUrl: 'Logo image',
        usedBy: 'Used by',
        modifiedDate: 'Last changed',
        modifiedBy: 'Changed by',
        version: 'Version',
      },
    },
    profiles: {
      name: 'Profile |||| Profiles',
      // react-admin's name inside a sentence (the delete confirm), with the case the language writes it in.
      forcedCaseName: 'profile',
      notifications: {
        created: 'Profile created',
        updated: 'Profile saved',
        deleted: 'Profile deleted',
      },
      fields: {
        name: 'Name',
        description: 'Description',
        type: 'Display type',
        language: 'Display language',
        clockFormat: 'Clock',
        showOrganizer: 'Show the organizer',
        showSubject: 'Show the meeting subject',
        allowAdHocBooking: 'Book now from the display',
        maxBookingMinutes: 'Longest booking (minutes)',
        allowExtend: 'Extend a running meeting',
        allowEndEarly: 'End a meeting early',
        checkInEnabled: 'Ask for check-in',
        checkInBeforeMinutes: 'Check-in opens (minutes before the start)',
        checkInAfterMinutes: 'Check-in closes (minutes after the start)',
        releaseUnconfirmed: 'Release the room when nobody checks in',
        screenSaverEnabled: 'Screen saver',
        idleMinutes: 'Screen saver after (idle minutes)',
        usedBy: 'Used by',
        modifiedDate: 'Last changed',
        modifiedBy: 'Changed by',
        version: 'Version',
      },
    },
  },
};
