import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';

/** One of the two: a page sent as html alongside its url is refused (which would be imported?). */
@ValidatorConstraint({ name: 'htmlOrUrl' })
class HtmlOrUrl implements ValidatorConstraintInterface {
  validate(_html: unknown, args: ValidationArguments) {
    return (args.object as ImportRecipeDto).url === undefined;
  }
  defaultMessage() {
    return 'Send either html (the page) or url (its address), not both';
  }
}

/** POST /api/recipes/import { html } or { url } */
export class ImportRecipeDto {
  @ApiPropertyOptional({ maxLength: 900_000, description: 'The recipe page itself; send this or url, not both.' })
  @ValidateIf((o: ImportRecipeDto) => o.url === undefined || o.html !== undefined)
  @IsString({ message: 'Send the page as html, or its address as url' })
  @MaxLength(900_000, { message: 'html must be at most 900,000 characters' })
  @Validate(HtmlOrUrl)
  html?: string;

  @ApiPropertyOptional({ format: 'uri', maxLength: 2000, description: "The page's http(s) address; send this or html, not both." })
  @IsOptional()
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'url must be a web address starting with http:// or https://' },
  )
  @MaxLength(2000, { message: 'url must be at most 2,000 characters' })
  url?: string;
}
