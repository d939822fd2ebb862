/** Where write-resume.ts puts the JSON Resume beside the PDF it draws (vite-plugin.ts serves both). */
export const jsonFileOf = (pdf: string) => pdf.replace(/\.pdf$/, ".json");
