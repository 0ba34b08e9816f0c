import { fileStack } from './support/fileStack';
import { screenCatalogue } from './support/screenCatalogue';

const stack = await fileStack();

/** Every screen of the console in the light theme, on a laptop and on a tablet (support/screenCatalogue.ts). */
screenCatalogue(stack.consoleUrl, 'light');
