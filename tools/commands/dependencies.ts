import type { CommandModule } from 'yargs'
import { runCommand, printJson } from '../audit/cli-support'
import {
  dependencyExitCode,
  formatDependencyAudit,
  readNpmAudit,
  runNpmAudit,
} from '../audit/dependencies'

export const dependenciesCommand: CommandModule<object, { json: boolean }> = {
  command: 'dependencies',
  describe:
    'npm audit of the production dependencies: fails on a high or critical advisory, says so when it cannot run',
  builder: (y) =>
    y
      .option('json', { type: 'boolean', default: false, describe: 'print the report as JSON' })
      .example('$0 dependencies', 'what the site ships and the servers run, against npm advisories')
      .example('$0 dependencies --json', 'CI: the advisories as JSON')
      .epilogue(
        'Exit codes: 0 no high or critical advisory, 1 advisories, 2 npm audit could not run (offline, or a registry without the audit endpoint).',
      ),
  handler: ({ json }) =>
    runCommand(async () => {
      const report = readNpmAudit(await runNpmAudit(process.cwd()))
      if (json) printJson(report)
      else console.log(formatDependencyAudit(report))
      return dependencyExitCode(report)
    }),
}
