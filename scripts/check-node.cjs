// Runs before start and test, possibly on an old system Node: says clearly when the project's
// pinned Node (the devDependency "node") is missing instead of failing later in odd ways.
const fs = require("node:fs");
const path = require("node:path");

const pinned = path.join(__dirname, "..", "node_modules", ".bin", "node");
if (!fs.existsSync(pinned)) {
  console.error(
    "The project's Node 24 is missing (node_modules/.bin/node). Run `npm ci`, or `npm rebuild node` to repair it.",
  );
  process.exit(1);
}
const major = Number(process.versions.node.split(".")[0]);
if (major !== 24) {
  console.error(`npm scripts run on Node ${process.versions.node}, not the pinned Node 24. Run \`npm rebuild node\`.`);
  process.exit(1);
}
