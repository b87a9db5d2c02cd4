export {
  dailyFigures,
  dayOf,
  rebuildCaseStatistics,
  recordCasesCreated,
  recordCaseDeleted,
  recordStateChange,
  recordTenantChange,
  stateCounts,
  type StateCounts,
} from './service.js';
