import { describeAccessibility } from './accessibility-scan.ts';

describeAccessibility('id');
