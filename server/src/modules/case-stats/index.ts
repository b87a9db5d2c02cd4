export {
  dailyFigures,
  dayOf,
  rebuildCaseStatistics,
  recordCaseCreated,
  recordCaseDeleted,
  recordStateChange,
  recordTenantChange,
  stateCounts,
  type StateCounts,
} from './service.js';
