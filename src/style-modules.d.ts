// A font weight's style sheet with its first-paint faces (scripts/vite-fonts.ts).
declare module '*.css?core' {}
