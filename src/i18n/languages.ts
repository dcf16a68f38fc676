// The languages are the server's to know as well (its sign-in page, its pushes): they live in schemas/.
export * from '../../schemas/languages';
