import { screenCatalogue } from './support/screenCatalogue';

/** Every screen of the console in the dark theme, on a laptop and on a tablet (support/screenCatalogue.ts). */
screenCatalogue('dark');
