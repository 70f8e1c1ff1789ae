// Theme contract, partner themes and accessible widgets; Storybook.
export {};
