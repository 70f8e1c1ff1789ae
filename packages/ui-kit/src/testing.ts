// @portal/ui-kit/testing: what feature packages' tests share about ui-kit's
// themes, Storybook and the accessibility rules every screen keeps.
export { describeStories, type ExpectedStories, type StoryModules } from './testing/describe-stories.tsx';
export { labelInName, type LabelInNameOutcome } from './testing/label-in-name.ts';
