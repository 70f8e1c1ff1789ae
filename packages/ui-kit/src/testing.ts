// @portal/ui-kit/testing: what feature packages' tests share about ui-kit's
// themes and Storybook.
export { describeStories, type ExpectedStories, type StoryModules } from './testing/describe-stories.tsx';
