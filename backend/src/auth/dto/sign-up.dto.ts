import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class SignUpDto {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320)
  email!: string;

  @IsString()
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;

  @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @IsOptional() @IsString() @MaxLength(100) lastName?: string;
}

export class SignInDto {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320)
  email!: string;

  @IsString()
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(200)
  password!: string;
}
