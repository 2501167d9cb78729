import type { JobDefinition } from '../platform/jobs/types';
import { sendMailJob } from './send-mail';

export { sendMailJob };

/** Every job the worker (server mode) or the in-process queue (embedded mode) runs. */
export const allJobs: JobDefinition[] = [sendMailJob as JobDefinition];
