// Refuses to run on a Node older than the project's pinned runtime allows (e.g. after `npm install --ignore-scripts`).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Suriname Guide needs Node 22.12 or newer; this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm start, npm test, npm run dev): npm puts the pinned Node 24 from node_modules first on PATH.\n' +
      'If that Node is missing, run `npm install` again without --ignore-scripts.',
  );
  process.exit(1);
}
