/**
 * Serves an existing build with an already prepared data folder: no build, no migrations, no
 * seeding. For process managers (systemd) and tests; `npm start` does the preparation first.
 */
import { serveSite } from '~/app/serve';

const { baseUrl } = await serveSite();
console.log(`Suriname Guide is running at ${baseUrl} (Dutch: ${baseUrl}/nl)`);
