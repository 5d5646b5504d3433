import { SCHOOLS } from '@school-ops/shared';
import { oneSchool } from '../../lib/filter.ts';

/**
 * The school the reading overview opens on: the global filter's school, else the first school (the filter holds
 * none, or all schools). Its own module: the entry builds the overview's first read with it (app/first-reads.ts)
 * before the page's code has arrived.
 */
export const overviewSchool = (filterSchool: string): string => oneSchool(filterSchool) || SCHOOLS[0];
